/** A page a package's check names: its course's title and its own. */
export interface PreviewPage {
  course: string;
  title: string;
}

/** Consecutive pages of one course, under its title. */
export interface PageGroup {
  course: string;
  titles: string[];
}

/** The pages in their order, each run of one course's pages under that course. */
export function groupByCourse(pages: readonly PreviewPage[]): PageGroup[] {
  const groups: PageGroup[] = [];
  for (const page of pages) {
    const last = groups.at(-1);
    if (last?.course === page.course) last.titles.push(page.title);
    else groups.push({ course: page.course, titles: [page.title] });
  }
  return groups;
}

/**
 * A long list stays readable: the first `shown` pages at once, the rest behind a disclosure (with
 * how many), and how many more the check counted than it listed (it lists at most a hundred).
 */
export function splitPageList(pages: readonly PreviewPage[], count: number, shown = 5) {
  const rest = pages.slice(shown);
  return { first: groupByCourse(pages.slice(0, shown)), rest: groupByCourse(rest), restCount: rest.length, unlisted: Math.max(0, count - pages.length) };
}
