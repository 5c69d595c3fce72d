/**
 * Where the build puts the files people download (scripts/downloads.ts), in English; another
 * language's files are under its prefix (/hi/downloads/...), as `localizedPath` makes them.
 * Shared by the build, the page's loader and the components that link to them.
 */
import type { TemplateFormat } from "../../content/types.ts";

/** Every exam of the calendar in one file: add it once, and every date is in your calendar. */
export const examFeedPath = "/exam-calendar.ics";

/** One exam's calendar file. */
export function examIcsPath(id: string): string {
  return `/downloads/exam-calendar/${id}.ics`;
}

/** A template's file in one format: /downloads/templates/weekly-study-planner.pdf. */
export function templatePath(file: string, format: TemplateFormat): string {
  return `/downloads/templates/${file}.${format.toLowerCase()}`;
}
