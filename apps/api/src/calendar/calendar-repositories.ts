import { repositoriesPlugin } from '../db/repositories-plugin';
import { type CalendarFeedsRepository, createCalendarFeedsRepository } from './calendar-feeds-repository';

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeedsRepository: CalendarFeedsRepository;
  }
}

/** Users' calendar feeds. */
export const calendarRepositories = repositoriesPlugin('calendar-repositories', (app) => ({
  calendarFeedsRepository: createCalendarFeedsRepository(app.database),
}));
