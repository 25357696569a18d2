import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadContent, readContentFiles, readImage } from '@/content/store';
import { Avatar } from './avatar';
import { portraitOf } from './portrait-features';

/**
 * Portraits: each person on the team is drawn as someone else, the features a person's file
 * names are the ones drawn, anyone without them still gets a portrait, and a photo set in the
 * editor replaces the drawing.
 */
const team = loadContent(readContentFiles()).entries.team.map((e) => e.data);
const draw = (person: Parameters<typeof Avatar>[0]['person'], size?: number) =>
  renderToStaticMarkup(<Avatar person={person} size={size} />);

/** Skin tones as the drawing paints them: the person's own colour, the same in both themes. */
const SKIN = { porcelain: '#f6dcc4', brown: '#8d5634', deep: '#5a3520' };

describe('team portraits', () => {
  it('draws everyone on the team differently, as a decorative drawing', () => {
    const files = fs.readdirSync(path.join('content', 'team'));
    expect(team.length).toBe(files.length);
    const drawings = team.map((p) => draw(p));
    expect(new Set(drawings).size).toBe(team.length);
    for (const markup of drawings) {
      expect(markup).toMatch(/^<svg width="80" height="80" viewBox="0 0 80 80" aria-hidden="true"/);
      expect(markup).not.toContain('<text');
    }
    // Different people, not one figure recoloured: no two share hair, face and neckline.
    const looks = team.map((p) => {
      const f = portraitOf(p);
      return `${f.hair}/${f.face}/${f.neckline}/${f.beard}/${f.glasses}`;
    });
    expect(new Set(looks).size).toBe(team.length);
  });

  it("draws the features a person's file names", () => {
    const base = { name: 'Alex Example' };
    const bald = draw({ ...base, portrait: { hair: 'bald', beard: 'none', glasses: 'none' } });
    const bun = draw({ ...base, portrait: { hair: 'bun', beard: 'none', glasses: 'none' } });
    expect(bald).not.toBe(bun);
    // A headscarf covers the hair and the neck; long hair shows the neck.
    const neck = 'd="M35 44V57H45V44Z"';
    expect(draw({ ...base, portrait: { hair: 'headscarf' } })).not.toContain(neck);
    expect(draw({ ...base, portrait: { hair: 'long' } })).toContain(neck);
    // Glasses: two lenses, round or square; none without.
    const round = draw({ ...base, portrait: { glasses: 'round' } });
    const square = draw({ ...base, portrait: { glasses: 'square' } });
    const none = draw({ ...base, portrait: { glasses: 'none' } });
    expect(round.match(/<circle[^>]* r="3.6"/g)).toHaveLength(2);
    expect(square.match(/<rect[^>]* rx="1.2"/g)).toHaveLength(2);
    expect(none).not.toMatch(/r="3.6"|rx="1.2"/);
    // Skin tones: the named one fills the face.
    for (const [tone, colour] of Object.entries(SKIN)) {
      const markup = draw({ ...base, portrait: { skin: tone as keyof typeof SKIN } });
      expect(markup).toContain(`fill="${colour}"`);
    }
    // A beard is drawn only when named.
    expect(draw({ ...base, portrait: { beard: 'full' } })).not.toBe(
      draw({ ...base, portrait: { beard: 'none' } }),
    );
    // The team's files: Marcus Bell's says full beard and square glasses.
    const marcus = team.find((p) => p.name === 'Marcus Bell')!;
    expect(marcus.portrait).toMatchObject({ beard: 'full', glasses: 'square' });
    expect(portraitOf(marcus)).toMatchObject(marcus.portrait!);
  });

  it('picks a whole portrait from the name of someone without one, the same every time', () => {
    const a = draw({ name: 'Morgan New' });
    expect(a).toMatch(/^<svg /);
    expect(draw({ name: 'Morgan New' })).toBe(a);
    expect(draw({ name: 'Riley New' })).not.toBe(a);
  });

  it('shows the photo instead of the drawing when one is set, in a fixed square', () => {
    const markup = draw({ name: 'Alex Example', photo: '/people/alex-example/photo.webp' }, 96);
    expect(markup).not.toContain('<svg');
    expect(markup).toMatch(/^<img /);
    expect(markup).toContain('width="96"');
    expect(markup).toContain('height="96"');
    expect(markup).toContain('alt=""');
    expect(markup).toMatch(/src="\/_next\/image\?url=%2Fpeople%2Falex-example%2Fphoto.webp/);
    const named = renderToStaticMarkup(
      <Avatar
        person={{ name: 'Alex Example', photo: '/people/alex-example/photo.webp' }}
        labelled
      />,
    );
    expect(named).toContain('alt="Alex Example"');
  });
});

describe('portraits in the editor and the build', () => {
  it('offers the drawn features as choices and a photo upload on a person', async () => {
    const { editorCollections } = await import('@/content/editor');
    const form = editorCollections().collections.team!.schema as Record<
      string,
      { kind: string; formKind?: string; label?: string; fields?: Record<string, unknown> }
    >;
    expect(form.photo).toMatchObject({ kind: 'form', formKind: 'asset', label: 'Photo' });
    const features = form.portrait!.fields as Record<string, { options?: { value: string }[] }>;
    expect(Object.keys(features)).toEqual(
      expect.arrayContaining(['skin', 'hair', 'hairColor', 'face', 'beard', 'glasses']),
    );
    // Each may be left to the name's pick ('' is "None"); headscarf is one of the styles.
    expect(features.hair!.options!.map((o) => o.value)).toEqual(
      expect.arrayContaining(['', 'curly', 'bun', 'short', 'long', 'headscarf']),
    );
  });

  it("refuses a photo that is missing, outside the person's folder or too narrow", () => {
    const files = readContentFiles();
    const file = 'content/team/hana-sato.md';
    const withPhoto = (src: string) => ({
      ...files,
      [file]: files[file]!.replace(/\n---\n*$/, `\nphoto: ${src}\n---\n`),
    });
    const load = (src: string, size?: { width: number; height: number }) => () =>
      loadContent(withPhoto(src), (image) =>
        image.startsWith('/people/') ? size : readImage(image),
      );
    expect(load('/people/hana-sato/photo.webp')).toThrow(
      /hana-sato\.md: correct in the editor \(Team\):\n {2}- Photo: public\/people\/hana-sato\/photo\.webp does not exist; choose the photo again in the editor/,
    );
    expect(load('/people/someone/photo.webp', { width: 400, height: 400 })).toThrow(
      /- Photo: must be in \/people\/hana-sato\//,
    );
    expect(load('/people/hana-sato/photo.webp', { width: 120, height: 120 })).toThrow(
      /- Photo: is 120 px wide; at least 160 are needed\. Choose a larger photo/,
    );
    expect(load('/people/hana-sato/photo.webp', { width: 400, height: 400 })).not.toThrow();
  });
});
