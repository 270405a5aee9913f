import { LEGAL_VERSION, PRIVACY_EMAIL, TERMS_PATH, type LegalText } from './document';

const email = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

/** /privacidade: what Giro does with personal data, under the LGPD (Lei nº 13.709/2018). */
export const PRIVACY_POLICY: LegalText = {
  title: 'Política de privacidade',
  version: LEGAL_VERSION,
  summary:
    'Como o Giro trata os dados pessoais de quem usa a plataforma: o que coletamos, para quê, por quanto tempo, com quem compartilhamos e como você exerce os seus direitos pela Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).',
  sections: [
    {
      id: 'quem-somos',
      title: '1. Quem somos',
      blocks: [
        'O Giro é um marketplace B2B em que empresas vendem estoques excedentes e ociosos a outras empresas. O Giro é o controlador dos dados pessoais tratados na plataforma: é quem decide como e por que eles são usados.',
        `Esta política vale para as pessoas que se cadastram (compradores, vendedores e colaboradores de empresas), para os administradores da plataforma e para quem visita as páginas públicas. Ela complementa os [Termos de uso](${TERMS_PATH}).`,
      ],
    },
    {
      id: 'dados',
      title: '2. Quais dados coletamos',
      blocks: [
        {
          terms: [
            ['Cadastro da pessoa', 'nome completo, CPF, e-mail, telefone e tipo de conta (Vendedor ou Comprador). A senha fica com o nosso provedor de autenticação, protegida; o Giro nunca a vê.'],
            ['Dados da empresa', 'razão social, nome fantasia, CNPJ, e-mail, telefone, site, endereço, matriz e filiais, e os colaboradores com o papel de cada um.'],
            ['Anúncios', 'produto, quantidade, preço, local de retirada e os arquivos anexados: fotos, especificações técnicas, laudos e fichas MSDS.'],
            ['Negociações', 'propostas, quantidades, valores, forma de entrega, mensagens, mudanças de status e o histórico de cada uma.'],
            ['Interesses, buscas e favoritos', 'os anúncios em que você registrou interesse, as buscas que publicou e os anúncios que favoritou.'],
            ['Arquivos', 'os arquivos que você envia (imagens, documentos e planilhas de importação).'],
            ['Registros de acesso', 'data, hora e endereço IP de cada acesso, como exige o Marco Civil da Internet (Lei nº 12.965/2014).'],
          ],
        },
        'Não coletamos dados pessoais sensíveis (como origem racial, saúde ou religião) nem dados de crianças e adolescentes: a plataforma é para empresas e para maiores de 18 anos.',
      ],
    },
    {
      id: 'finalidades',
      title: '3. Para que usamos os dados e com que base legal',
      blocks: [
        'Cada uso tem uma das bases legais do art. 7º da LGPD:',
        {
          terms: [
            ['Criar e manter a sua conta, permitir o acesso e confirmar o seu e-mail', 'execução de contrato (art. 7º, V).'],
            ['Mostrar anúncios, aproximar compradores e vendedores e registrar interesses e negociações', 'execução de contrato (art. 7º, V).'],
            ['Analisar e aprovar cadastros de empresas, anúncios e buscas, e prevenir fraudes', 'legítimo interesse (art. 7º, IX) do Giro e das empresas que negociam na plataforma.'],
            ['Avisos sobre a conta (confirmação de e-mail, redefinição de senha, convites)', 'execução de contrato (art. 7º, V).'],
            ['Guardar registros de acesso e documentos exigidos por lei', 'cumprimento de obrigação legal ou regulatória (art. 7º, II).'],
            ['Defender direitos em processos judiciais, administrativos ou arbitrais', 'exercício regular de direitos (art. 7º, VI).'],
            ['Relatórios internos e melhoria da plataforma', 'legítimo interesse (art. 7º, IX), com dados agregados sempre que possível.'],
          ],
        },
        'Não usamos os seus dados para publicidade de terceiros nem os vendemos. Se um dia quisermos usá-los para outra finalidade que dependa do seu consentimento, pediremos antes, e você poderá revogá-lo quando quiser.',
      ],
    },
    {
      id: 'compartilhamento',
      title: '4. Com quem compartilhamos',
      blocks: [
        {
          terms: [
            ['A outra parte de uma negociação', 'quando a negociação chega a “Em andamento”, comprador e vendedor veem o contato da empresa um do outro (razão social, e-mail e telefone), e o vendedor vê também o nome e o e-mail de quem abriu a negociação. Antes disso, cada lado vê só os nomes das empresas e das pessoas envolvidas.'],
            ['A empresa anunciante, quando você registra interesse', 'os membros da empresa que publicou o anúncio veem o seu nome, o da sua empresa e o seu contato, para poderem responder.'],
            ['Os membros da sua empresa', 'os colaboradores veem os dados da empresa e os anúncios, interesses e negociações dela.'],
            ['Os administradores do Giro', 'veem os cadastros, anúncios, buscas e negociações para aprová-los, dar suporte e cuidar da segurança da plataforma.'],
            ['Prestadores de serviço (operadores)', 'autenticação e envio de e-mails (Google Firebase), hospedagem e armazenamento de arquivos, e consultas públicas de CEP (ViaCEP), estados (IBGE) e CNPJ. Eles tratam os dados só para nos prestar o serviço.'],
            ['Autoridades', 'quando a lei ou uma ordem judicial exigir.'],
          ],
        },
        'O provedor de autenticação pode tratar dados fora do Brasil. Essa transferência internacional segue o art. 33 da LGPD, com as garantias contratuais do fornecedor.',
      ],
    },
    {
      id: 'prazos',
      title: '5. Por quanto tempo guardamos',
      blocks: [
        {
          terms: [
            ['Conta, empresa, anúncios e buscas', 'enquanto a conta estiver ativa. Depois do encerramento, pelo tempo necessário para cumprir obrigações legais e defender direitos, em regra até 5 (cinco) anos.'],
            ['Negociações', 'por 5 (cinco) anos depois de encerradas, pelas obrigações fiscais e comerciais das empresas envolvidas.'],
            ['Registros de acesso', 'por 6 (seis) meses, como determina o art. 15 do Marco Civil da Internet.'],
          ],
        },
        'Passados esses prazos, os dados são eliminados ou anonimizados.',
      ],
    },
    {
      id: 'direitos',
      title: '6. Os seus direitos',
      blocks: [
        'Pelo art. 18 da LGPD, você pode pedir a qualquer momento:',
        {
          terms: [
            ['Confirmação', 'de que tratamos dados seus.'],
            ['Acesso', 'aos dados que temos sobre você.'],
            ['Correção', 'de dados incompletos, inexatos ou desatualizados.'],
            ['Anonimização, bloqueio ou eliminação', 'de dados desnecessários, excessivos ou tratados em desacordo com a lei.'],
            ['Portabilidade', 'dos seus dados a outro fornecedor de serviço.'],
            ['Eliminação', 'dos dados tratados com o seu consentimento.'],
            ['Informação', 'sobre com quem compartilhamos os seus dados e sobre a possibilidade de não dar consentimento e o que isso implica.'],
            ['Revogação do consentimento', 'quando o tratamento depender dele.'],
          ],
        },
        'Você também pode se opor a um tratamento feito com outra base legal, se ele descumprir a lei, e reclamar à Autoridade Nacional de Proteção de Dados ([ANPD](https://www.gov.br/anpd)).',
      ],
    },
    {
      id: 'como-exercer',
      title: '7. Como exercer os seus direitos',
      blocks: [
        `Escreva para ${email}. Esse é o canal do nosso Encarregado pelo tratamento de dados pessoais (DPO), que responde às pessoas titulares e à ANPD.`,
        'Para proteger você, podemos pedir que confirme a sua identidade antes de atender. Respondemos à confirmação e ao acesso em até 15 (quinze) dias (art. 19 da LGPD) e aos demais pedidos no menor prazo possível, dizendo o motivo quando não pudermos atender.',
        'Parte disso você mesmo faz na plataforma: os seus dados em “Meu perfil” e os da empresa em “Minhas empresas”.',
      ],
    },
    {
      id: 'seguranca',
      title: '8. Segurança',
      blocks: [
        'Usamos conexões criptografadas (HTTPS), senhas guardadas só pelo provedor de autenticação e acesso por perfil: cada empresa vê o que é seu, e os documentos de anúncios ainda não publicados só a própria empresa e os administradores veem.',
        'Se houver um incidente de segurança que possa causar risco ou dano relevante, avisaremos a ANPD e as pessoas afetadas, como manda o art. 48 da LGPD.',
      ],
    },
    {
      id: 'cookies',
      title: '9. Cookies e armazenamento local',
      blocks: [
        'Não usamos cookies de publicidade nem de rastreamento. O navegador guarda só o necessário para a plataforma funcionar:',
        {
          terms: [
            ['Sessão', 'o provedor de autenticação guarda a sua sessão no armazenamento local do navegador, e o cookie “giro_session” leva uma cópia do token de acesso ao nosso servidor, para mostrar as páginas já com os seus dados. Ele expira em uma hora e é apagado quando você sai.'],
            ['Rascunhos', 'o formulário de anúncio guarda um rascunho no armazenamento local do navegador, para você não perder o que digitou. Ele é apagado quando o anúncio é salvo ou quando você o descarta.'],
          ],
        },
        'Você pode apagar esses dados nas configurações do navegador; depois disso, precisará entrar de novo.',
      ],
    },
    {
      id: 'alteracoes',
      title: '10. Alterações desta política',
      blocks: [
        'Podemos atualizar esta política. A data da versão fica no topo da página, e mudanças relevantes serão avisadas na plataforma ou por e-mail antes de valerem.',
        `Dúvidas: ${email}.`,
      ],
    },
  ],
};
