import { http as mswHttp, HttpResponse } from 'msw';
import { MOCK_API_ORIGIN } from '../config';
import { PLACES } from '../db/seed';

/** IBGE's states (id, sigla, nome) as `GET /estados` answers them. */
const IBGE_STATES = [
  { id: 11, sigla: 'RO', nome: 'Rondônia' },
  { id: 12, sigla: 'AC', nome: 'Acre' },
  { id: 13, sigla: 'AM', nome: 'Amazonas' },
  { id: 14, sigla: 'RR', nome: 'Roraima' },
  { id: 15, sigla: 'PA', nome: 'Pará' },
  { id: 16, sigla: 'AP', nome: 'Amapá' },
  { id: 17, sigla: 'TO', nome: 'Tocantins' },
  { id: 21, sigla: 'MA', nome: 'Maranhão' },
  { id: 22, sigla: 'PI', nome: 'Piauí' },
  { id: 23, sigla: 'CE', nome: 'Ceará' },
  { id: 24, sigla: 'RN', nome: 'Rio Grande do Norte' },
  { id: 25, sigla: 'PB', nome: 'Paraíba' },
  { id: 26, sigla: 'PE', nome: 'Pernambuco' },
  { id: 27, sigla: 'AL', nome: 'Alagoas' },
  { id: 28, sigla: 'SE', nome: 'Sergipe' },
  { id: 29, sigla: 'BA', nome: 'Bahia' },
  { id: 31, sigla: 'MG', nome: 'Minas Gerais' },
  { id: 32, sigla: 'ES', nome: 'Espírito Santo' },
  { id: 33, sigla: 'RJ', nome: 'Rio de Janeiro' },
  { id: 35, sigla: 'SP', nome: 'São Paulo' },
  { id: 41, sigla: 'PR', nome: 'Paraná' },
  { id: 42, sigla: 'SC', nome: 'Santa Catarina' },
  { id: 43, sigla: 'RS', nome: 'Rio Grande do Sul' },
  { id: 50, sigla: 'MS', nome: 'Mato Grosso do Sul' },
  { id: 51, sigla: 'MT', nome: 'Mato Grosso' },
  { id: 52, sigla: 'GO', nome: 'Goiás' },
  { id: 53, sigla: 'DF', nome: 'Distrito Federal' },
].map((state) => ({ ...state, regiao: { id: Math.floor(state.id / 10), sigla: '', nome: '' } }));

/** CEPs the mock ViaCEP knows, beyond the seed's places. */
const EXTRA_CEPS = [
  { zipCode: '70040010', street: 'Esplanada dos Ministérios', neighborhood: 'Zona Cívico-Administrativa', city: 'Brasília', uf: 'DF' },
  { zipCode: '04538133', street: 'Avenida Brigadeiro Faria Lima', neighborhood: 'Itaim Bibi', city: 'São Paulo', uf: 'SP' },
  { zipCode: '22250040', street: 'Praia de Botafogo', neighborhood: 'Botafogo', city: 'Rio de Janeiro', uf: 'RJ' },
  { zipCode: '09750000', street: 'Avenida Pereira Barreto', neighborhood: 'Centro', city: 'São Bernardo do Campo', uf: 'SP' },
];

function viaCepAnswer(cep: string) {
  const place = [...PLACES, ...EXTRA_CEPS].find((p) => p.zipCode === cep);
  if (!place) return { erro: 'true' };
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: place.street,
    complemento: '',
    bairro: place.neighborhood,
    localidade: place.city,
    uf: place.uf,
  };
}

/** Mock IBGE (`/ibge/estados`) and ViaCEP (`/viacep/{cep}/json`) on the mock API's origin. */
export const externalHandlers = [
  mswHttp.get(`${MOCK_API_ORIGIN}/ibge/estados`, () => HttpResponse.json(IBGE_STATES)),
  mswHttp.get(`${MOCK_API_ORIGIN}/viacep/:cep/json`, ({ params }) => {
    const cep = String(params.cep);
    if (!/^\d{8}$/.test(cep)) return new HttpResponse('Bad Request', { status: 400 });
    return HttpResponse.json(viaCepAnswer(cep));
  }),
];
