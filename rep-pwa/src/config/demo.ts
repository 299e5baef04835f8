// The fixed view key behind /demo, defined once in libs/shared (the backend seed uses it too).
export { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
