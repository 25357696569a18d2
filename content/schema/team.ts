import { z } from 'zod';
import { paragraph, text, ui } from './fields';

/** A person on /team. No photos of real people: portraits are drawn from the name. */
export const teamMemberSchema = z
  .object({
    name: text(3, 60, 'Name', 'As the person writes it.'),
    role: text(3, 80, 'Role'),
    /** Ordering on the team page (leadership first). */
    order: z
      .number()
      .int()
      .min(1)
      .max(999)
      .meta(ui('Position on the team page', '1 comes first; leadership has the lowest numbers.')),
    location: text(2, 60, 'Where they work', 'e.g. “Remote, Ohio”.'),
    since: z
      .number()
      .int()
      .min(1999)
      .max(2100)
      .meta(ui('With Cairn since (year)', 'The year they joined, e.g. 2014.')),
    bio: paragraph(120, 700, 'Biography', '120 to 700 characters, in the third person.'),
    focus: z
      .array(text(2, 40, 'Focus'))
      .min(1)
      .max(5)
      .meta(ui('Focus areas', 'One to five short phrases.')),
  })
  .strict();

export type TeamMember = z.infer<typeof teamMemberSchema>;
