/**
 * What can be wrong with a SCORM package (docs/content-packages.md#scorm-packages), one code each:
 * its manifest missing or invalid, a resource an item or a dependency names missing, a file the
 * manifest names missing, an href leaving the package. They are problems of a content package too
 * (content/package-problems.ts lists them with the others).
 */
export const scormProblemCodes = [
  'SCORM_MANIFEST_MISSING',
  'SCORM_MANIFEST_INVALID',
  'SCORM_RESOURCE_MISSING',
  'SCORM_FILE_MISSING',
  'SCORM_PATH_OUTSIDE',
] as const;
type ScormProblemCode = (typeof scormProblemCodes)[number];

/** A problem of a SCORM manifest: its place in it, its code and the values its text names, and the English message. */
export interface ScormIssue {
  path: string;
  code: ScormProblemCode;
  values: Record<string, string | number>;
  message: string;
}
