import type { ComponentChildren } from 'preact';
import { isTrue } from './accordion.js';
import { IconSvg } from './icon.js';

/**
 * A file tree written as components: `<Tree>` holding `<Tree.Folder name defaultOpen>` and
 * `<Tree.File name>`. Folders are `<details>`, so they open and close without JavaScript.
 */
export function Tree({ children }: { children?: ComponentChildren }) {
  return (
    <div class="q-tree">
      <ul>{children}</ul>
    </div>
  );
}

function Folder({ name, defaultOpen, openable, children }: { name?: string; defaultOpen?: boolean | string; openable?: boolean | string; children?: ComponentChildren }) {
  // `openable={false}` shows a folder that cannot be opened: its contents are not the point.
  if (openable !== undefined && !isTrue(openable)) {
    return (
      <li class="q-tree__folder">
        <span class="q-tree__name">
          <IconSvg icon="folder" size={14} />
          {name}
        </span>
      </li>
    );
  }
  return (
    <li class="q-tree__folder">
      <details open={isTrue(defaultOpen)}>
        <summary class="q-tree__name">
          <IconSvg icon="folder" size={14} />
          {name}
        </summary>
        <ul>{children}</ul>
      </details>
    </li>
  );
}

function File({ name }: { name?: string }) {
  return (
    <li class="q-tree__file">
      <span class="q-tree__name">
        <IconSvg icon="file" iconType="regular" size={14} />
        {name}
      </span>
    </li>
  );
}

Tree.Folder = Folder;
Tree.File = File;

/**
 * A file tree written as a Markdown list: an item with a list inside is a folder. The styling
 * (folder and file marks, guides) is CSS on the list.
 */
export function FileTree({ children }: { children?: ComponentChildren }) {
  return <div class="q-tree q-tree--list">{children}</div>;
}
