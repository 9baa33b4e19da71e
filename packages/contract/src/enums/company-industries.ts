import type { LabelTable } from './define';

/**
 * The company industry dictionary (GET /sysDict/getDict/company_industry; the spec lists the
 * call, not its entries): the sectors whose companies commission security testing, after the
 * top level of the national classification (GB/T 4754) as security vendors group them.
 */
export const COMPANY_INDUSTRIES = [
  'internet', 'finance', 'government', 'education', 'healthcare', 'energy', 'manufacturing',
  'telecom', 'transport', 'retail', 'media', 'other',
] as const;
export type CompanyIndustry = (typeof COMPANY_INDUSTRIES)[number];
export const companyIndustryLabels: LabelTable<CompanyIndustry> = {
  internet: { zh: '互联网', en: 'Internet' },
  finance: { zh: '金融', en: 'Finance' },
  government: { zh: '政府机构', en: 'Government' },
  education: { zh: '教育', en: 'Education' },
  healthcare: { zh: '医疗卫生', en: 'Healthcare' },
  energy: { zh: '能源', en: 'Energy' },
  manufacturing: { zh: '制造业', en: 'Manufacturing' },
  telecom: { zh: '电信运营商', en: 'Telecommunications' },
  transport: { zh: '交通物流', en: 'Transport and logistics' },
  retail: { zh: '零售电商', en: 'Retail and e-commerce' },
  media: { zh: '文化传媒', en: 'Media and entertainment' },
  other: { zh: '其他', en: 'Other' },
};
