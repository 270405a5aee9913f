import type { Config } from 'tailwindcss';

/**
 * Giro theme. Loaded from src/styles/globals.css with `@config`.
 * Colours and breakpoints are described in docs/product/limits.md ("Display") and docs/ui-kit.md.
 */
const config: Config = {
  content: ['./src/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xs: '0px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1440px',
    },
    extend: {
      colors: {
        primary: {
          DEFAULT: '#54ABBB',
          50: '#eef7f9',
          100: '#d5ecf0',
          200: '#acd9e1',
          300: '#84c5d2',
          400: '#54ABBB',
          500: '#3f95a5',
          600: '#2f7786',
          700: '#245d69',
          800: '#1b454e',
          900: '#122f35',
        },
        secondary: {
          DEFAULT: '#ff991e',
          50: '#fff5e8',
          100: '#ffe6c7',
          200: '#ffcd8f',
          300: '#ffb257',
          400: '#ff991e',
          500: '#e07d00',
          600: '#b46400',
          700: '#874b00',
          800: '#5a3200',
          900: '#2d1900',
        },
      },
      height: {
        row: '44px',
      },
      minHeight: {
        row: '44px',
      },
    },
  },
};

export default config;
