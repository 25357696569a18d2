import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK_STEPS } from './ending-marks';

/**
 * The classes a mark's box and its ending's room are built from exist only where Tailwind is told
 * to make them: app/globals.css names their range (`@source inline`). A mark cut to a height out
 * of that range would get no class, and its ending no room under its words.
 */
describe('the corner drawings’ heights', () => {
  const css = fs.readFileSync('app/globals.css', 'utf8');
  const range = (name: string) => {
    const found = new RegExp(`${name}-\\{(\\d+)\\.\\.(\\d+)\\}`).exec(css);
    expect(found, `app/globals.css names no ${name} range`).not.toBeNull();
    return [Number(found![1]), Number(found![2])] as const;
  };

  it('are each within the range of classes Tailwind makes, box and room', () => {
    const [lowest, highest] = range('h');
    const [least, most] = range('pb');
    for (const [mark, steps] of Object.entries(MARK_STEPS)) {
      expect(steps, `${mark}: h-${steps}`).toBeGreaterThanOrEqual(lowest);
      expect(steps, `${mark}: h-${steps}`).toBeLessThanOrEqual(highest);
      expect(steps + 4, `${mark}: pb-${steps + 4}`).toBeGreaterThanOrEqual(least);
      expect(steps + 4, `${mark}: pb-${steps + 4}`).toBeLessThanOrEqual(most);
    }
  });
});
