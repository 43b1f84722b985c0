/**
 * Playwright's `expect`, with `expect.poll` probing more often: its default intervals (100, 250, 500 ms, then every
 * second) leave up to a second between a condition coming true and the test seeing it, paid at each of the suite's
 * ~200 polls. These probe after 20, 50, 100, 100 ms, then every 250 ms. Only the waiting changes: the same condition,
 * the same timeout, the same failure when it never comes. A call that passes its own `intervals` keeps them.
 */
import { expect as base } from '@playwright/test';

export const POLL_INTERVALS = [20, 50, 100, 100, 250];

export const expect = base.configure({});
const poll = expect.poll;
expect.poll = (actual, messageOrOptions) =>
  poll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...messageOrOptions },
  );
