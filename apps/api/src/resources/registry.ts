import { resourceNames, type ResourceName } from '@espace/contracts/resources';
import type { ResourceDefinition } from './definition';
import { courseCategories, courseCompetencies, courses, courseTerms, courseTypes } from './definitions/catalogue';
import { classes, classPrograms, classUsers } from './definitions/classes';
import { companies, companyUsers } from './definitions/companies';
import { courseBlocks, courseNodes } from './definitions/course-tree';
import { files, libraries } from './definitions/files';
import { logBookRecords, records, reviews } from './definitions/learner-data';
import { lessons, pages } from './definitions/lessons';
import { contexts, roles, roleUsers, users } from './definitions/people';
import { programCourses, programs } from './definitions/programs';

const all = [
  classes,
  classUsers,
  classPrograms,
  companies,
  companyUsers,
  contexts,
  courses,
  courseBlocks,
  courseCategories,
  courseCompetencies,
  courseNodes,
  courseTerms,
  courseTypes,
  files,
  lessons,
  pages,
  libraries,
  programs,
  programCourses,
  reviews,
  records,
  roles,
  roleUsers,
  users,
  logBookRecords,
];

/** Every generic resource (docs/product/api-calls.md#generic-resources), by URL name. */
const definitions: Readonly<Record<ResourceName, ResourceDefinition>> = Object.fromEntries(all.map((definition) => [definition.name, definition])) as Record<
  ResourceName,
  ResourceDefinition
>;

export const definitionOf = (name: ResourceName): ResourceDefinition => definitions[name];

export const allDefinitions = (): ResourceDefinition[] => resourceNames.map(definitionOf);
