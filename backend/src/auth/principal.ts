// Who is calling: a logged-in user (JWT) or a rep holding a view key.
export interface UserPrincipal {
  kind: 'user';
  userId: number;
  companyId: number;
  email: string;
  admin: boolean;
  super: boolean;
  jti: string;
  expiresAt: number;
}

export interface RepPrincipal {
  kind: 'rep';
  keyId: number;
  companyId: number;
  /** The key's email, trimmed and lower-cased. */
  email: string;
  viewKey: string;
  customFeatures: string[];
  /** companies.data_version when the key was read: the state of everything the portal shows. */
  dataVersion: string;
}

export type Principal = UserPrincipal | RepPrincipal;

export type Role = 'admin' | 'super' | 'user';
