import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Tokens ended by /auth/logout, kept until they would have expired anyway. */
@Entity('revoked_tokens')
export class RevokedToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti: string;

  @Index('revoked_tokens_expires_at_idx')
  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
