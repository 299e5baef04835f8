// bcrypt in a worker thread (auth/password-hasher.ts runs it through a piscina pool), so a burst
// of logins never blocks the event loop. Plain JavaScript: a worker thread loads it with Node
// itself, outside any TypeScript transform (jest's included).
import bcrypt from 'bcryptjs';

export function hash({ password, rounds }) {
  return bcrypt.hashSync(password, rounds);
}

export function compare({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
