/** Where each number of the dashboard leads: the filtered list that explains it. */
export const DASHBOARD_LINKS = {
  companies: '/admin/empresas?status=PENDING',
  announcements: '/admin/anuncios/aprovacoes',
  searches: '/admin/buscas?status=PENDING',
  featured: '/admin/destaques',
  negotiations: (status: string) => `/admin/negociacoes?status=${status}`,
  /**
   * New clients / announcements of a period (the timeline's from–to, or one day: from = to): the
   * lists filtered by creation day (yyyy-MM-dd, inclusive, São Paulo time, like the timeline).
   */
  clients: (from: string, to: string) => `/admin/clientes?createdFrom=${from}&createdTo=${to}`,
  newAnnouncements: (from: string, to: string) => `/admin/anuncios?createdFrom=${from}&createdTo=${to}`,
} as const;
