import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The unit step's longest files (about a minute each on 2 cores): started first, so the rest fills in around them. */
const HEAVY = /\/tests\/ui-fuzz\/(account|storefront)[^/]*\.test\.tsx$/;

/**
 * Vitest orders a first run by file size, so the UI fuzz (tiny files, long runs) came last and one
 * worker idled while the other finished it. Here the heavy files go first, the rest in Vitest's order.
 */
export class HeavyTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => HEAVY.test(file.moduleId)), ...sorted.filter((file) => !HEAVY.test(file.moduleId))];
  }
}
