// Every symbol explains itself: ⚡, the plug and socket card backs, the plant's eco mark,
// Elektro's E, ★ VP, the resource tokens, the Trust, the turn order… Each carries its words in a title
// (an SVG <title> on the map), which a mouse shows on hover. Phones have no hover: a tap (or a click)
// shows the same words in a bubble beside it (a "tooltip" the symbol is described by), until the next
// tap, Escape or a few seconds. One mechanism for the whole page; controls keep their own click.

const CONTROL = "button, a, input, select, textarea, label, summary, [role=button], .pickable";
const SHOWN_MS = 5000;

let bubble = null;
let owner = null;
let timer = 0;

/** The nearest element with words (a title attribute, or an SVG <title> child), unless it is a control. */
function described(target) {
  if (!(target instanceof Element) || target.closest(CONTROL)) return null;
  for (let n = target; n && n !== document.body; n = n.parentElement) {
    const words = n.getAttribute("title") || (n instanceof SVGElement ? n.querySelector(":scope > title")?.textContent : "");
    if (words) return { node: n, words };
  }
  return null;
}

function hide() {
  clearTimeout(timer);
  if (owner) owner.removeAttribute("aria-describedby");
  bubble?.remove();
  bubble = null;
  owner = null;
}

function show({ node, words }) {
  hide();
  bubble = document.createElement("div");
  bubble.className = "tip-bubble";
  bubble.id = "tip-bubble";
  bubble.setAttribute("role", "tooltip");
  bubble.textContent = words;
  document.body.append(bubble);
  owner = node;
  owner.setAttribute("aria-describedby", bubble.id);
  place();
  timer = setTimeout(hide, SHOWN_MS);
}

/** Beside its symbol: below it, or above when there is no room below; always on the screen. */
function place() {
  if (!bubble) return;
  if (!owner.isConnected) {
    hide();
    return;
  }
  const r = owner.getBoundingClientRect();
  const b = bubble.getBoundingClientRect();
  const below = r.bottom + 6 + b.height <= innerHeight;
  bubble.style.top = `${below ? r.bottom + 6 : Math.max(4, r.top - 6 - b.height)}px`;
  bubble.style.left = `${Math.min(Math.max(4, r.left + r.width / 2 - b.width / 2), innerWidth - b.width - 4)}px`;
}

/** Start listening (once per page). */
export function explainSymbols() {
  document.addEventListener("click", (e) => {
    const found = described(e.target);
    if (found && found.node !== owner) show(found);
    else hide();
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  addEventListener("scroll", place, { passive: true, capture: true });
}
