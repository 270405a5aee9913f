import { LEGAL_VERSION, PRIVACY_EMAIL, PRIVACY_PATH, type LegalText } from './document';

/** /termos: the rules of using Giro. */
export const TERMS_OF_USE: LegalText = {
  title: 'Termos de uso',
  version: LEGAL_VERSION,
  summary:
    'As regras para usar o Giro: quem pode se cadastrar, o que pode ser anunciado, como funcionam interesses e negociações e o que cabe a cada um. Ao criar uma conta, você concorda com estes termos.',
  sections: [
    {
      id: 'plataforma',
      title: '1. O que é o Giro',
      blocks: [
        'O Giro é uma plataforma em que empresas anunciam estoques excedentes, sobras de produção e materiais ociosos, e outras empresas os encontram, registram interesse e negociam.',
        'O Giro aproxima as partes e guarda o histórico das negociações, mas não é dono dos produtos, não é parte da compra e venda e não intermedeia pagamentos: preço final, pagamento, nota fiscal, entrega ou retirada são combinados e cumpridos entre as empresas.',
      ],
    },
    {
      id: 'cadastro',
      title: '2. Cadastro e conta',
      blocks: [
        {
          list: [
            'Para se cadastrar, você precisa ter 18 anos ou mais e informar dados verdadeiros e seus: nome completo, CPF, e-mail e telefone.',
            'A conta só é liberada depois que você confirma o e-mail e a nossa equipe revisa o cadastro.',
            'A senha é pessoal. Você responde pelo que for feito com a sua conta e deve nos avisar se suspeitar de uso indevido.',
            'Mantenha os seus dados atualizados em “Meu perfil”.',
          ],
        },
      ],
    },
    {
      id: 'empresas',
      title: '3. Empresas',
      blocks: [
        'Quem cadastra uma empresa declara que pode representá-la e que o CNPJ e os demais dados são verdadeiros. Toda empresa passa pela aprovação da nossa equipe antes de anunciar ou negociar; uma mudança de razão social ou de CNPJ volta para a análise.',
        'O responsável pela empresa pode convidar colaboradores e responde pelo que eles fazem em nome dela.',
      ],
    },
    {
      id: 'anuncios',
      title: '4. Anúncios',
      blocks: [
        'Cada anúncio deve descrever com fidelidade o produto, a quantidade, o preço, o estado e o local de retirada, com fotos e documentos (laudos, especificações técnicas, fichas MSDS) que a empresa tenha o direito de usar.',
        {
          list: [
            'Não é permitido anunciar produtos ilegais, falsificados, roubados ou sem a procedência exigida por lei, nem produtos controlados ou perigosos sem as licenças e a documentação exigidas.',
            'A nossa equipe aprova ou reprova anúncios e buscas, dizendo o motivo de cada reprovação, e pode retirar do ar o que descumprir estes termos.',
            'O destaque de anúncios na vitrine é decidido pela nossa equipe.',
          ],
        },
      ],
    },
    {
      id: 'negociacoes',
      title: '5. Interesses, buscas e negociações',
      blocks: [
        'Ao registrar interesse em um anúncio, o seu nome, o da sua empresa e o seu contato passam a ser vistos pela empresa anunciante. Ao abrir uma negociação, as propostas, mensagens e mudanças de status ficam registradas para as duas partes e para os administradores.',
        'Cada empresa responde pelo que propõe e aceita. O Giro não garante a qualidade, a existência ou a entrega dos produtos, nem o pagamento.',
      ],
    },
    {
      id: 'conduta',
      title: '6. Uso adequado',
      blocks: [
        {
          list: [
            'Não use a plataforma para fraudes, para enviar mensagens indesejadas ou para contornar a negociação registrada de modo a lesar a outra parte.',
            'Não tente acessar dados de outras empresas, burlar a segurança, nem copiar a plataforma ou os seus dados de forma automatizada.',
            'Não publique conteúdo ofensivo, enganoso ou que viole direitos de terceiros.',
          ],
        },
      ],
    },
    {
      id: 'suspensao',
      title: '7. Suspensão e encerramento',
      blocks: [
        'Podemos suspender ou desativar contas, empresas e anúncios que descumpram estes termos ou a lei. Você pode pedir o encerramento da sua conta a qualquer momento.',
        `Os dados de uma conta encerrada são guardados e eliminados como diz a [Política de privacidade](${PRIVACY_PATH}).`,
      ],
    },
    {
      id: 'responsabilidades',
      title: '8. Disponibilidade e responsabilidade',
      blocks: [
        'Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções e falhas. O Giro não responde por negócios fechados entre as empresas nem por prejuízos decorrentes de informações falsas prestadas por usuários.',
      ],
    },
    {
      id: 'propriedade',
      title: '9. Propriedade intelectual',
      blocks: [
        'A marca, o software e o conteúdo próprio do Giro são protegidos. O conteúdo que você publica continua seu; você nos autoriza a exibi-lo na plataforma enquanto ele estiver publicado.',
      ],
    },
    {
      id: 'privacidade',
      title: '10. Privacidade',
      blocks: [`O tratamento dos seus dados pessoais segue a [Política de privacidade](${PRIVACY_PATH}), que faz parte destes termos.`],
    },
    {
      id: 'alteracoes',
      title: '11. Alterações, lei aplicável e contato',
      blocks: [
        'Podemos atualizar estes termos. A data da versão fica no topo da página, e mudanças relevantes serão avisadas na plataforma ou por e-mail antes de valerem.',
        'Estes termos seguem as leis brasileiras.',
        `Dúvidas sobre estes termos ou sobre os seus dados: [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}).`,
      ],
    },
  ],
};
