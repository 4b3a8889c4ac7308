import type { AdminProgramList, AdminProgramsQuery } from '@espace/contracts/admin-content';
import { pageCount } from '@espace/domain/pagination';
import type { TenantAdmin } from '../admin/admin-access';
import type { AdminContentRepository } from './admin-content-repository';
import { contentVersion } from './content-changes';

/**
 * Programs per page of the content screen: fewer than the other lists' 50 because each program comes
 * with every course and each course with every block, so one program weighs as much as many classes.
 */
export const ADMIN_PROGRAMS_PAGE_SIZE = 20;

/**
 * One page of the tenant's programs, newest first, each with its courses in order and each course's
 * blocks (docs/administration.md#content), and each program's and course's version. Courses and blocks
 * are read for the page's programs only.
 */
export async function listPrograms({
  admin,
  content,
  query,
}: {
  admin: TenantAdmin;
  content: AdminContentRepository;
  query: AdminProgramsQuery;
}): Promise<AdminProgramList> {
  const { items: programs, total } = await content.pagePrograms(
    admin.tenantId,
    query.search,
    (query.page - 1) * ADMIN_PROGRAMS_PAGE_SIZE,
    ADMIN_PROGRAMS_PAGE_SIZE,
  );
  const courses = await content.listProgramCourses(
    admin.tenantId,
    programs.map((program) => program.id),
  );
  const blocks = await content.listCourseBlocks(admin.tenantId, [...new Set(courses.map((course) => course.id))]);
  const blocksOf = new Map<string, Map<string, { id: string; title: string; type: string }>>();
  for (const block of blocks) {
    const ofCourse = blocksOf.get(block.courseId) ?? new Map();
    // A block two nodes name (a page and a resource) is listed once, where it comes first.
    if (!ofCourse.has(block.id)) ofCourse.set(block.id, { id: block.id, title: block.title, type: block.type });
    blocksOf.set(block.courseId, ofCourse);
  }
  return {
    items: programs.map((program) => ({
      id: program.id,
      name: program.name,
      state: program.state,
      version: contentVersion('program', program.name, program.state),
      createdAt: program.createdAt.toISOString(),
      courses: courses
        .filter((course) => course.programId === program.id)
        .map((course) => ({
          id: course.id,
          title: course.title,
          state: course.state,
          version: contentVersion('course', course.title, course.state),
          blocks: [...(blocksOf.get(course.id)?.values() ?? [])],
        })),
    })),
    page: query.page,
    pageCount: pageCount(total, ADMIN_PROGRAMS_PAGE_SIZE),
    total,
  };
}
