/** Query keys of the company profile (issue 39); it lives in configurations, so Settings' writes refresh it. */
export const companyProfileKeys = {
  all: ['settings', 'company-profile'] as const,
};
