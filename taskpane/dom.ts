/**
 * A few lines of DOM building. Text always goes in as text nodes (never innerHTML), so a player
 * named `<img src=x onerror=alert(1)>` shows as those characters.
 */
export type Child = Node | string | number | null | undefined | false;

export interface Attrs {
  readonly [name: string]: string | number | boolean | undefined | ((e: Event) => void);
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v as EventListener);
    else if (k === "className") el.className = String(v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, ...children);
  return el;
}

export function append(el: Node, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.appendChild(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
}

/** Lets the browser paint (e.g. a progress bar) before long synchronous work starts. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/**
 * A labelled form field as every pane section lays it out: the label, the control, and an optional
 * hint under it.
 */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h(
    "div",
    { className: "field" },
    h("label", { for: control.id }, label),
    control,
    hint === undefined ? null : h("p", { className: "hint" }, hint),
  );
}
