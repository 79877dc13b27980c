import {
  AdminCourseSchema,
  AdminProgramSchema,
  CourseInputSchema,
  PROGRAM_ROUTE,
  ProgramInputSchema,
  type ProgramKind,
} from '@portal/shared';
import { crudRoutes, type EntityStore } from '@/lib/admin-crud';
import { CLASS, CLASS_PROGRAM, COURSE, PROGRAM_CONTAINERS } from '@/modules/content-tree/kinds';
import type { ServerModule } from '@/server-module';
import { authoringAdminRoutes } from './authoring-admin.routes';
import { containerAdminRoutes } from './container-admin.routes';
import { contentListRoutes } from './content-list.routes';
import { materialAdminRoutes } from './material-admin.routes';
import { categoryStore, instructorStore, providerStore, tagStore } from './taxonomy-admin';

/**
 * Authoring on the dashboard: taxonomy, the content list and slot picker, courses and programs
 * (learning paths, learning programs, onboarding) with their outlines, tests and surveys,
 * materials.
 */
export const contentAdminModule: ServerModule = {
  name: 'content-admin',
  dashboard: async (app, ctx) => {
    for (const store of [categoryStore, tagStore, providerStore, instructorStore])
      await app.register(crudRoutes(ctx, store as EntityStore<unknown, { id: number }>));
    await app.register(contentListRoutes(ctx));
    await app.register(
      containerAdminRoutes(ctx, {
        kind: COURSE,
        segment: 'course',
        input: CourseInputSchema,
        answer: AdminCourseSchema,
      }),
    );
    // Classes and class programs (issue 16): the course's form; sessions in modules/schedule.
    for (const [kind, segment] of [
      [CLASS, 'class'],
      [CLASS_PROGRAM, 'class-program'],
    ] as const)
      await app.register(
        containerAdminRoutes(ctx, {
          kind,
          segment,
          input: CourseInputSchema,
          answer: AdminCourseSchema,
        }),
      );
    for (const kind of PROGRAM_CONTAINERS)
      await app.register(
        containerAdminRoutes(ctx, {
          kind,
          segment: PROGRAM_ROUTE[kind.kind as ProgramKind],
          input: ProgramInputSchema,
          answer: AdminProgramSchema,
        }),
      );
    await app.register(authoringAdminRoutes(ctx));
    await app.register(materialAdminRoutes(ctx));
  },
};
