// What the hardening specs share: the environment of a production start without the demo.
export const PRODUCTION = {
  NODE_ENV: 'production',
  SEED_SUPER_PASSWORD: 'Own-Super-Pass9',
};
