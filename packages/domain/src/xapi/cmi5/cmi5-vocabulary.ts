/** cmi5's verbs, categories and extensions (cmi5 Quartz, sections 9 and 10). */
export const CMI5_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  waived: 'https://w3id.org/xapi/adl/verbs/waived',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
} as const;

export const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const MOVE_ON_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/moveon';

export const CMI5_EXTENSIONS = {
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
} as const;

export const CMI5_ACTIVITY_TYPES = {
  course: 'https://w3id.org/xapi/cmi5/activitytype/course',
  block: 'https://w3id.org/xapi/cmi5/activitytype/block',
} as const;

export type MoveOn = 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
export type LaunchMode = 'Normal' | 'Browse' | 'Review';

/** What an AU has achieved in a registration, from its cmi5 defined statements. */
export interface AuFacts {
  completed: boolean;
  passed: boolean;
  failed: boolean;
}

/** Whether an AU's moveOn criteria are met (cmi5 10.0 moveOn). */
export function moveOnMet(moveOn: MoveOn, facts: AuFacts): boolean {
  switch (moveOn) {
    case 'Passed':
      return facts.passed;
    case 'Completed':
      return facts.completed;
    case 'CompletedAndPassed':
      return facts.completed && facts.passed;
    case 'CompletedOrPassed':
      return facts.completed || facts.passed;
    case 'NotApplicable':
      return true;
  }
}
