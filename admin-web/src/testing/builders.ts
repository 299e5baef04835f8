// Small builders so a spec states only what matters to it: aUser({ super: true }).
import type { CompanyInfo, User } from '@commissionbee/shared/types';

export function aCompany(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return { name: 'Demo Solar Co.', logo: null, color: null, features: [], ...overrides };
}

export function aUser(
  overrides: Partial<Omit<User, 'company'>> & { company?: Partial<CompanyInfo> } = {},
): User {
  const { company, ...rest } = overrides;
  return {
    user_id: 7,
    email: 'admin@demosolar.example',
    name: 'Dana Admin',
    first_name: 'Dana',
    last_name: 'Admin',
    admin: true,
    super: false,
    rep_id: null,
    viewing_as_email: null,
    company_id: 10,
    features: [],
    calculator: null,
    must_change_password: false,
    signed_in_with: 'password',
    ...rest,
    company: aCompany(company),
  };
}
