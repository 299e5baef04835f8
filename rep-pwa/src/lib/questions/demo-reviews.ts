// In the demo, "Looks right" is kept on the phone (the demo key is public and sends nothing).
const KEY = 'bee_demo_reviews';

export function demoReviews(): string[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

export function addDemoReview(payDate: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([...new Set([...demoReviews(), payDate])]));
  } catch {
    // Blocked storage: the review is simply not kept.
  }
}
