import { z } from 'zod';
import { weekdayText } from '../booking-warnings';
import { addDays, todayIso } from '../dates';
import { lazySchema } from '../lazy-schema';
import { weekQuerySchema, weekStart } from '../payroll';
import { dateSchema } from '../validation-dates';
import { hasAtMostTwoDecimals } from '../validation-money';
import { defineEndpoint } from './endpoint';

/** Refusal of a save that spans more than one payroll week. */
export const ONE_WEEK_MESSAGE = 'A timesheet save covers days of one payroll week (Sunday to Saturday)';

const id = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1)
    .max(2_147_483_647);

/** One wanted work entry of PUT /api/timesheet: `id` of the stored record it keeps or changes, null for a new one. */
const entrySchema = lazySchema(() =>
  z.object({
    id: id('Record id').nullable().default(null),
    employeeId: id('Employee'),
    date: dateSchema('Date'),
    projectId: id('Project'),
    entryType: z.enum(['days', 'hours'], { error: 'Entry type must be days or hours' }),
    days: z.number({ error: 'Days must be a number' }).nullable().default(null),
    hours: z.number({ error: 'Hours must be a number' }).nullable().default(null),
  }),
);

/**
 * PUT /api/timesheet: the wanted work entries of `employeeIds` on the days `from`..`to` (one payroll week). The
 * server writes the difference with the stored records of those people and days in one transaction: entries with
 * an id update that record, without one are created, stored records not named are deleted. Each message of an
 * entry names its day; its path (entries.N.field) its row.
 */
export const timesheetSaveSchema = lazySchema(() =>
  z
    .object({
      from: dateSchema('From'),
      to: dateSchema('To'),
      employeeIds: z.array(id('Employee')).min(1, 'Choose at least one person').max(500),
      entries: z.array(entrySchema).max(5000),
      /**
       * The ids of the records the sheet was loaded with: only those can be deleted, so a record someone else
       * added meanwhile stays. Absent: every stored record of the people and days is covered.
       */
      seen: z.array(id('Record id')).max(5000).optional(),
    })
    .superRefine((b, ctx) => {
      if (b.to < b.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
      else if (b.to > addDays(weekStart(b.from), 6)) ctx.addIssue({ code: 'custom', path: ['to'], message: ONE_WEEK_MESSAGE });
      const people = new Set(b.employeeIds);
      const today = todayIso();
      b.entries.forEach((e, i) => {
        const at = (field: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: ['entries', i, field], message: `${weekdayText(e.date)}: ${message}` });
        if (e.date < b.from || e.date > b.to) at('date', `the day is outside ${b.from} – ${b.to}`);
        else if (e.date > today) at('date', 'Work cannot be recorded on a future date');
        if (!people.has(e.employeeId)) at('employeeId', 'the person is not among employeeIds');
        if (e.entryType === 'days') {
          if (e.days !== 0.5 && e.days !== 1) at('days', 'Days must be 0.5 (half day) or 1 (full day)');
          if (e.hours !== null) at('hours', 'A day entry has no hours');
        } else {
          if (e.hours === null || !(e.hours > 0 && e.hours <= 24) || !hasAtMostTwoDecimals(e.hours))
            at('hours', 'Hours must be more than 0 and at most 24, with at most 2 decimals');
          if (e.days !== null) at('days', 'An hour entry has no days');
        }
      });
    }),
);
export type TimesheetSave = z.infer<typeof timesheetSaveSchema>;

const bookedEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    employeeId: z.number().int(),
    date: z.string(),
    projectId: z.number().int(),
    entryType: z.enum(['days', 'hours']),
    days: z.number().nullable(),
    hours: z.number().nullable(),
  }),
);

const warningSchema = lazySchema(() => z.object({ employeeId: z.number().int(), date: z.string(), message: z.string() }));

/** GET /api/timesheet?week=: the crew, the projects to book and the work records of the week and the week before. */
export const timesheetSchema = lazySchema(() =>
  z.object({
    weekStart: z.string(),
    today: z.string(),
    /** The books' close date: days on or before it are closed (409 on save). */
    closedThrough: z.string().nullable(),
    employees: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        position: z.string(),
        payType: z.string(),
        /** Paid by the hour (pay type hourly with an hourly rate): their usual day is 8 hours, not a full day. */
        paidByHour: z.boolean(),
        /** The project of the person's latest work record up to this week, else of their latest assignment. */
        defaultProjectId: z.number().int().nullable(),
        /** The active projects whose team the person is on ("whole crew today" lists a project's team). */
        teamProjectIds: z.array(z.number().int()),
        /** Whether their payroll week is already paid (a save that changes it answers 409). */
        weekPaid: z.boolean(),
      }),
    ),
    projects: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Work records of the week (Sunday..Saturday). */
    records: z.array(bookedEntrySchema),
    /** Work records of the week before, for "Copy last week". */
    lastWeek: z.array(bookedEntrySchema),
  }),
);
export type Timesheet = z.infer<typeof timesheetSchema>;

/** The answer of a save: what it wrote, the warnings of the people and days it covered, their records now. */
export const timesheetSavedSchema = lazySchema(() =>
  z.object({
    created: z.number().int(),
    updated: z.number().int(),
    deleted: z.number().int(),
    warnings: z.array(warningSchema),
    records: z.array(bookedEntrySchema),
  }),
);
export type TimesheetSaved = z.infer<typeof timesheetSavedSchema>;

/** The weekly timesheet and "whole crew today" (issue 39 scope 2). */
export const timesheetApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/timesheet',
    query: weekQuerySchema,
    response: timesheetSchema,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/timesheet',
    body: timesheetSaveSchema,
    response: timesheetSavedSchema,
  }),
};
