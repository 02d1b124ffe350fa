import pLimit from 'p-limit';

/**
 * `run` over every item, at most `limit` at once; the results in the items' order. The one
 * concurrency limit of the app (p-limit underneath). After the first failure no further item
 * starts (those running finish) and that failure is thrown.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const slots = pLimit(Math.max(1, limit));
  return Promise.all(
    items.map((item, index) =>
      slots(async () => {
        try {
          return await run(item, index);
        } catch (error) {
          slots.clearQueue(); // the queued items never start; Promise.all has already failed
          throw error;
        }
      }),
    ),
  );
}
