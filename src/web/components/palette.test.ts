import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cssVariable, PALETTE } from './palette';
import { theme } from './theme';

const web = path.resolve(__dirname, '..');
const baseCss = readFileSync(path.join(web, 'app', 'base.css'), 'utf8');
const cssFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? cssFiles(file) : file.endsWith('.css') ? [file] : [];
  });

describe('design tokens', () => {
  it('declares every palette colour as a CSS variable with the same value', () => {
    for (const [name, value] of Object.entries(PALETTE)) {
      expect(baseCss, name).toContain(`${cssVariable(name as keyof typeof PALETTE)}: ${value};`);
    }
  });

  it('feeds the MUI theme from the same palette', () => {
    const p = theme.palette;
    expect([
      p.primary.main,
      p.primary.light,
      p.primary.dark,
      p.secondary.main,
      p.secondary.dark,
      p.background.default,
      p.background.paper,
      p.text.primary,
      p.text.secondary,
    ]).toEqual([
      PALETTE.primary,
      PALETTE.primaryLight,
      PALETTE.primaryDark,
      PALETTE.secondary,
      PALETTE.secondaryDark,
      PALETTE.background,
      PALETTE.paper,
      PALETTE.text,
      PALETTE.textSecondary,
    ]);
    expect([p.success.main, p.error.main, p.warning.main, p.info.main]).toEqual([PALETTE.success, PALETTE.error, PALETTE.warning, PALETTE.info]);
  });

  it('leaves no copy of a palette colour in the plain CSS outside its declaration', () => {
    const colours = Object.values(PALETTE).filter((c) => c !== '#ffffff');
    for (const file of cssFiles(web)) {
      const text = readFileSync(file, 'utf8').replace(/:root\s*\{[^}]*\}/, '');
      for (const c of colours) expect(text.toLowerCase().includes(c), `${path.relative(web, file)} repeats ${c}`).toBe(false);
    }
  });
});
