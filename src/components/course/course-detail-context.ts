import type { ReactNode } from 'react';
import type { CourseDetail } from '../../../protocol';

/**
 * What the course detail page hands to the parts other areas own (study player, notes and
 * comments, purchase): the course as the server described it and the chapter being studied.
 * The page is composed in src/app/routes, so no course area imports another.
 */
export interface CourseDetailContext {
  course: CourseDetail;
  /** The chapter open in the study area (`?chapter=` in the address), or null. */
  chapterId: number | null;
  selectChapter: (chapterId: number) => void;
  /** Re-read the course (after a purchase, a finished chapter, a rating…). */
  refresh: () => void;
}

/** A tab another area adds below the course (notes, comments…). */
export interface CourseDetailTab {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

export interface CourseDetailSlots {
  /** The study area of the open chapter (player, document, link, text, images). */
  study: (ctx: CourseDetailContext) => ReactNode;
  /** Buttons beside the title: collect, praise, rate, reward… */
  actions: (ctx: CourseDetailContext) => ReactNode;
  /** Extra tabs below the chapter list. */
  tabs: (ctx: CourseDetailContext) => CourseDetailTab[];
  /** What to show when the course must be bought first (access not_purchased / admin_purchase_only). */
  purchase: (ctx: CourseDetailContext) => ReactNode;
}
