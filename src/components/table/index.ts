export * from './columns';
export * from './DataTable';
export * from './filters';
export * from './pagination';
export * from './Pagination';
export * from './useListParams';
export * from './PeriodFilter';
