// The site's critical CSS: the rules of the built stylesheet that the public pages' HTML can use, inlined in
// every public page so the first paint waits for no stylesheet. The whole stylesheet is still loaded, without
// blocking, by the client entry (for what appears only on interaction: the mobile menu's drawer, loaders,
// notifications) and by the staff pages as they always did.
import postcss from 'postcss';

/** Class names outside parentheses and attribute brackets: the ones an element must carry to match. */
function requiredClasses(selector) {
  let depth = 0;
  let plain = '';
  let quote = null;
  for (const char of selector) {
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) plain += char;
    if (depth > 0 || char === ')' || char === ']') plain += ' ';
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name);
}

/** Splits a selector list at its top-level commas. */
function selectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/** Every class name the pages' markup carries, and every name-like token of `code` (class names in scripts). */
export function classesIn(htmlPages, code = []) {
  const classes = new Set();
  for (const text of code) for (const [name] of text.matchAll(/-?[_a-zA-Z][\w-]*/g)) classes.add(name);
  for (const html of htmlPages) {
    for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
      for (const name of value.split(/\s+/)) if (name) classes.add(name);
    }
  }
  return classes;
}

// The pages are always light (index.html sets the scheme and nothing changes it): dark rules can wait.
const DARK = /\[data-mantine-color-scheme=["']?dark/;

/**
 * The rules of `css` that can match some element of `htmlPages`, or of what the scripts in `code` render
 * (the drawer a menu button opens, a loader, a notification): a rule stays when one of its selectors names
 * only classes the pages or the scripts use (or none). At-rules stay around the rules they keep; keyframes and
 * font faces stay whole. Custom properties all stay: components read theirs under names they build at run
 * time (`--drawer-size-${size}`, `--mantine-color-${color}-${shade}`). The order is the stylesheet's, so the
 * cascade is the same.
 */
export function criticalCss(css, htmlPages, code = []) {
  const used = classesIn(htmlPages, code);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const keep = selectors(rule.selector).some(
      (selector) => !DARK.test(selector) && requiredClasses(selector).every((name) => used.has(name)),
    );
    if (!keep) rule.remove();
  });
  // At-rules left empty by the rules removed from them.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  const later = laterRules(root);
  root.raws.after = '';
  return { inline: root.toString(), later: later.toString() };
}

/**
 * CSS the W3C checker does not know yet (the page's HTML must pass it): text-box trimming and registered
 * custom properties. It moves out of the inline CSS into a small stylesheet the client entry loads after the
 * first paint: button labels are trimmed a moment later, and nothing else depends on it. A unitless zero
 * delay, which the checker refuses, is written as the "0s" it means.
 */
const UNCHECKED_PROPERTIES = new Set(['text-box', 'text-box-trim', 'text-box-edge']);

function laterRules(root) {
  const later = postcss.root();
  root.walkAtRules('property', (atRule) => {
    later.append(atRule.clone());
    atRule.remove();
  });
  root.walkDecls((decl) => {
    if (/(?:animation|transition)-(?:delay|duration)$/.test(decl.prop) && decl.value.trim() === '0')
      decl.value = '0s';
    if (!UNCHECKED_PROPERTIES.has(decl.prop)) return;
    const rule = decl.parent;
    if (rule.type !== 'rule' || rule.parent.type !== 'root')
      throw new Error(`critical CSS: ${decl.prop} outside a top-level rule (${rule.selector ?? rule.name})`);
    later.append(postcss.rule({ selector: rule.selector }).append(decl.clone()));
    decl.remove();
  });
  later.raws.after = '';
  return later;
}
