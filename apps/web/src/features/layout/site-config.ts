/**
 * Site facts shown in the footer and the contact pages. The filing number is a placeholder until the
 * real ICP number is issued; set VITE_FILING_NUMBER at build time to replace it.
 */
export const SITE_CONFIG = {
  filingNumber: (import.meta.env.VITE_FILING_NUMBER as string | undefined) || '京ICP备2025000000号-1',
  filingUrl: 'https://beian.miit.gov.cn/',
  contactEmail: 'contact@inkcard.app',
} as const;
