import { seedDate } from './seed-dates';

/**
 * The catalogue every announcement and search points at (docs/product/records.md): segments, units and
 * sub-categories are identified by `index`, categories by `id`. Indexes are stable ids, never
 * reused after a delete.
 */
export interface SegmentRecord {
  index: number;
  name: string;
  createdAt: string;
}

export interface CategoryRecord {
  id: number;
  name: string;
  createdAt: string;
}

export interface SubCategoryRecord {
  index: number;
  categoryId: number;
  name: string;
  createdAt: string;
}

export interface UnitRecord {
  index: number;
  /** Symbol shown after quantities: kg, t, m, m², m³, L, un, cx, pallet. */
  name: string;
  description: string;
  createdAt: string;
}

export interface ProductRecord {
  id: number;
  name: string;
  description: string;
  categories: { categoryId: number; subCategoriesIndex: number[] }[];
  segmentsIndex: number[];
  createdAt: string;
  updatedAt: string;
}

export interface CatalogueTables {
  segments: SegmentRecord[];
  categories: CategoryRecord[];
  subCategories: SubCategoryRecord[];
  units: UnitRecord[];
  products: ProductRecord[];
}

const SEGMENTS = [
  'Metalurgia',
  'Químico',
  'Têxtil',
  'Construção civil',
  'Alimentos',
  'Plásticos e borracha',
  'Papel e embalagens',
  'Eletroeletrônico',
  'Automotivo',
  'Agronegócio',
];

const UNITS: [string, string][] = [
  ['kg', 'Quilograma'],
  ['t', 'Tonelada'],
  ['m', 'Metro'],
  ['m²', 'Metro quadrado'],
  ['m³', 'Metro cúbico'],
  ['L', 'Litro'],
  ['un', 'Unidade'],
  ['cx', 'Caixa'],
  ['pallet', 'Pallet'],
];

const CATEGORIES: [string, string[]][] = [
  ['Aço e metais', ['Chapas', 'Bobinas', 'Tubos', 'Vergalhões', 'Perfis']],
  ['Produtos químicos', ['Solventes', 'Resinas', 'Pigmentos', 'Ácidos']],
  ['Tecidos e fios', ['Algodão', 'Poliéster', 'Malhas', 'Fios']],
  ['Materiais de construção', ['Cimento e argamassa', 'Revestimentos cerâmicos', 'Tijolos e blocos', 'Madeira']],
  ['Embalagens', ['Caixas de papelão', 'Filmes plásticos', 'Paletes', 'Sacarias']],
  ['Insumos alimentícios', ['Farinhas', 'Açúcares', 'Óleos vegetais', 'Grãos']],
  ['Componentes elétricos', ['Cabos e fios elétricos', 'Motores elétricos', 'Placas e componentes']],
  ['Resinas plásticas', ['Polietileno', 'Polipropileno', 'PVC', 'PET']],
];

/** [name, description, category name, sub-category names, segment names] */
const PRODUCTS: [string, string, string, string[], string[]][] = [
  ['Chapa de aço carbono SAE 1020', 'Chapa laminada a quente, espessuras de 3 a 12 mm.', 'Aço e metais', ['Chapas'], ['Metalurgia', 'Automotivo']],
  ['Bobina de aço galvanizado', 'Bobina zincada para estampagem e perfilação.', 'Aço e metais', ['Bobinas'], ['Metalurgia', 'Construção civil']],
  ['Tubo de aço inox 304', 'Tubo com costura, acabamento escovado.', 'Aço e metais', ['Tubos'], ['Metalurgia', 'Alimentos']],
  ['Vergalhão CA-50 10 mm', 'Barra nervurada para concreto armado, 12 m.', 'Aço e metais', ['Vergalhões'], ['Construção civil']],
  ['Perfil U de alumínio', 'Perfil extrudado liga 6063, barras de 6 m.', 'Aço e metais', ['Perfis'], ['Metalurgia', 'Construção civil']],
  ['Solvente aguarrás', 'Solvente mineral para tintas e limpeza industrial.', 'Produtos químicos', ['Solventes'], ['Químico']],
  ['Resina epóxi bicomponente', 'Resina para pisos e revestimentos industriais.', 'Produtos químicos', ['Resinas'], ['Químico', 'Construção civil']],
  ['Dióxido de titânio rutilo', 'Pigmento branco para tintas e plásticos.', 'Produtos químicos', ['Pigmentos'], ['Químico', 'Plásticos e borracha']],
  ['Ácido sulfúrico 98%', 'Grau técnico, em bombonas ou a granel.', 'Produtos químicos', ['Ácidos'], ['Químico', 'Agronegócio']],
  ['Tecido 100% algodão cru', 'Tecido plano, gramatura 180 g/m².', 'Tecidos e fios', ['Algodão'], ['Têxtil']],
  ['Fio de poliéster texturizado', 'Fio 150/48 para malharia e tecelagem.', 'Tecidos e fios', ['Poliéster', 'Fios'], ['Têxtil']],
  ['Malha de algodão penteado', 'Malha 30.1 penteada, diversas cores.', 'Tecidos e fios', ['Malhas', 'Algodão'], ['Têxtil']],
  ['Cimento CP II-E-32', 'Sacos de 50 kg.', 'Materiais de construção', ['Cimento e argamassa'], ['Construção civil']],
  ['Argamassa colante AC-II', 'Sacos de 20 kg para áreas internas e externas.', 'Materiais de construção', ['Cimento e argamassa'], ['Construção civil']],
  ['Porcelanato 60x60 acetinado', 'Lote de ponta de estoque, classe A.', 'Materiais de construção', ['Revestimentos cerâmicos'], ['Construção civil']],
  ['Bloco de concreto 14x19x39', 'Bloco estrutural classe B.', 'Materiais de construção', ['Tijolos e blocos'], ['Construção civil']],
  ['Caixa de papelão ondulado', 'Caixa parede dupla, diversos tamanhos.', 'Embalagens', ['Caixas de papelão'], ['Papel e embalagens', 'Alimentos']],
  ['Filme stretch 25 micras', 'Bobinas de 500 mm para paletização.', 'Embalagens', ['Filmes plásticos'], ['Papel e embalagens', 'Plásticos e borracha']],
  ['Palete de madeira PBR', 'Palete padrão 1,00 x 1,20 m.', 'Embalagens', ['Paletes'], ['Papel e embalagens', 'Agronegócio']],
  ['Sacaria de ráfia 50 kg', 'Sacos de polipropileno trançado.', 'Embalagens', ['Sacarias'], ['Agronegócio', 'Alimentos']],
  ['Farinha de trigo tipo 1', 'Sacos de 25 kg, uso industrial.', 'Insumos alimentícios', ['Farinhas'], ['Alimentos']],
  ['Açúcar cristal', 'Big bags de 1 t ou sacos de 50 kg.', 'Insumos alimentícios', ['Açúcares'], ['Alimentos']],
  ['Óleo de soja refinado', 'Tambores de 200 L.', 'Insumos alimentícios', ['Óleos vegetais'], ['Alimentos']],
  ['Milho em grão', 'Safra atual, umidade até 14%.', 'Insumos alimentícios', ['Grãos'], ['Agronegócio', 'Alimentos']],
  ['Cabo flexível 2,5 mm²', 'Rolos de 100 m, 750 V.', 'Componentes elétricos', ['Cabos e fios elétricos'], ['Eletroeletrônico', 'Construção civil']],
  ['Motor elétrico trifásico 5 cv', 'Motor IP55, 4 polos, 220/380 V.', 'Componentes elétricos', ['Motores elétricos'], ['Eletroeletrônico', 'Metalurgia']],
  ['Polietileno de baixa densidade', 'PEBD em grânulos, índice de fluidez 2.', 'Resinas plásticas', ['Polietileno'], ['Plásticos e borracha']],
  ['Polipropileno homopolímero', 'PP em grânulos para injeção.', 'Resinas plásticas', ['Polipropileno'], ['Plásticos e borracha', 'Automotivo']],
  ['Tubo de PVC 100 mm', 'Tubo para esgoto, barras de 6 m.', 'Resinas plásticas', ['PVC'], ['Construção civil', 'Plásticos e borracha']],
  ['Pré-forma PET 2 L', 'Pré-formas para garrafas, gargalo PCO 1881.', 'Resinas plásticas', ['PET'], ['Plásticos e borracha', 'Alimentos']],
];

export function seedCatalogue(): CatalogueTables {
  const segments = SEGMENTS.map((name, i) => ({ index: i + 1, name, createdAt: seedDate(i) }));
  const units = UNITS.map(([name, description], i) => ({ index: i + 1, name, description, createdAt: seedDate(i) }));
  const categories: CategoryRecord[] = [];
  const subCategories: SubCategoryRecord[] = [];
  CATEGORIES.forEach(([name, subs], i) => {
    const id = i + 1;
    categories.push({ id, name, createdAt: seedDate(i) });
    for (const sub of subs) subCategories.push({ index: subCategories.length + 1, categoryId: id, name: sub, createdAt: seedDate(i) });
  });
  const segmentIndex = (name: string) => segments.find((s) => s.name === name)!.index;
  const products = PRODUCTS.map(([name, description, category, subs, segs], i): ProductRecord => {
    const categoryId = categories.find((c) => c.name === category)!.id;
    return {
      id: i + 1,
      name,
      description,
      categories: [{ categoryId, subCategoriesIndex: subs.map((s) => subCategories.find((x) => x.categoryId === categoryId && x.name === s)!.index) }],
      segmentsIndex: segs.map(segmentIndex),
      createdAt: seedDate(i),
      updatedAt: seedDate(i),
    };
  });
  return { segments, categories, subCategories, units, products };
}
