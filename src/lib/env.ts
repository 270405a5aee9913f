/**
 * Public configuration read from NEXT_PUBLIC_* variables. Next inlines these at build time, so
 * each one must be read with its full literal name.
 */
export const env = {
  appName: process.env.NEXT_PUBLIC_APP_NAME || 'Giro',
  apiUrl: (process.env.NEXT_PUBLIC_API_URL ?? '').replace(/\/+$/, ''),
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL ?? '').replace(/\/+$/, ''),
  firebase: {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? '',
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? '',
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID ?? '',
    emulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '',
  },
  ibgeUrl: (process.env.NEXT_PUBLIC_IBGE_URL || 'https://servicodados.ibge.gov.br/api/v1/localidades').replace(/\/+$/, ''),
  viaCepUrl: (process.env.NEXT_PUBLIC_VIACEP_URL || 'https://viacep.com.br/ws').replace(/\/+$/, ''),
};

/** The API base URL, read at call time so tests can change it. */
export function getApiUrl(): string {
  return (process.env.NEXT_PUBLIC_API_URL ?? '').replace(/\/+$/, '');
}
