import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, stylesFor, usedNames } from './vite-mantine-styles.mjs';

const coreDir = path.join(import.meta.dirname, '../node_modules/@mantine/core');
const clientDir = path.join(import.meta.dirname, '../client');

describe("Mantine's styles cut to the components used (scripts/vite-mantine-styles.mjs)", () => {
  it('reads the names a source imports from @mantine/core, renamed and type imports included', () => {
    const source = [
      "import { Button, Group as Row, type MantineColor } from '@mantine/core';",
      "import type { TextProps } from '@mantine/core';",
      'import { Notification } from "@mantine/core";',
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect([...importedNames(source)].sort()).toEqual(['Button', 'Group', 'MantineColor', 'Notification', 'TextProps']);
  });

  it("brings each component's parts with it, base first, in the order styles.css has them", () => {
    const files = stylesFor(['Button'], coreDir);
    expect(files.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    // A Button is an UnstyledButton and shows a Loader while loading.
    expect(files).toEqual(expect.arrayContaining(['UnstyledButton.css', 'Loader.css', 'Button.css']));
    expect(files).not.toContain('Table.css');
    const all = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
    const at = (f: string) =>
      all.indexOf(
        fs
          .readFileSync(path.join(coreDir, 'styles', f), 'utf8')
          .trim()
          .slice(0, 200),
      );
    const places = files.slice(3).map(at);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });

  it("covers the app: its own components and those Mantine's other packages draw with (the toasts' Notification)", () => {
    const files = stylesFor(usedNames(clientDir, coreDir), coreDir);
    for (const f of ['AppShell.css', 'Table.css', 'Modal.css', 'Combobox.css', 'Notification.css', 'Skeleton.css'])
      expect(files).toContain(f);
    // Components nobody uses stay out.
    for (const f of ['Slider.css', 'Chip.css', 'Typography.css', 'Toolbar.css']) expect(files).not.toContain(f);
  });
});
