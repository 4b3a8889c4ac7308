import type { MyClassesResponse } from '@espace/contracts/classes';
import { openingWindow } from '@espace/domain/opening-window';
import type { ClassesRepository } from './classes-repository';

interface ListMyClassesInput {
  tenantId: string;
  userId: string;
  classes: ClassesRepository;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The learner's classes with each program's opening window (SPEC §3 ClassProgram). */
export async function listMyClasses({ tenantId, userId, classes }: ListMyClassesInput): Promise<MyClassesResponse> {
  const studentClasses = await classes.listStudentClasses(tenantId, userId);
  return {
    items: studentClasses.map((studentClass) => {
      const classWindow = { from: iso(studentClass.startAt), to: iso(studentClass.expireAt) };
      return {
        id: studentClass.id,
        name: studentClass.name,
        startAt: classWindow.from,
        expireAt: classWindow.to,
        expired: studentClass.expired,
        settings: { mobile: { allowed: studentClass.mobileAllowed } },
        classPrograms: studentClass.classPrograms.map((classProgram) => {
          const programWindow = { from: iso(classProgram.startAt), to: iso(classProgram.expireAt) };
          return { ...classProgram, startAt: programWindow.from, expireAt: programWindow.to, openingBoundaries: openingWindow(classWindow, programWindow) };
        }),
      };
    }),
  };
}
