import { z } from 'zod';

/** How an AU is launched, and what satisfies it: its launchMethod and moveOn attributes in the course structure. */
export const cmi5LaunchMethods = ['AnyWindow', 'OwnWindow'] as const;
export const cmi5MoveOns = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'] as const;

/**
 * The cmi5 facts a tincan block keeps when it was imported from a course structure (cmi5.xml,
 * docs/content-packages.md): what its launch, its rules and its satisfied statements need.
 */
export const cmi5AuSchema = z.strictObject({
  auId: z.string().min(1).max(2048).describe("The AU's id in the course structure (its publisher id)"),
  courseId: z.string().min(1).max(2048).describe("The course's id in the course structure"),
  blockIds: z.array(z.string().min(1).max(2048)).max(20).describe('The cmi5 blocks holding the AU, outermost first'),
  launchMethod: z.enum(cmi5LaunchMethods),
  moveOn: z.enum(cmi5MoveOns),
  masteryScore: z.number().min(0).max(1).nullable(),
  launchParameters: z.string().max(10_000).nullable(),
  entitlementKey: z.string().max(2048).nullable(),
});
export type Cmi5Au = z.infer<typeof cmi5AuSchema>;
