// The fixed view key behind /demo. The backend seed (DESIGN §5, company 10) uses the same value.
export const DEMO_VIEW_KEY = 'demo-solar-view-key-0000000000000000000000';
