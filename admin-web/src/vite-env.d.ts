/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External booking page behind 'Schedule a Demo'. */
  readonly VITE_BOOKING_URL?: string;
}
