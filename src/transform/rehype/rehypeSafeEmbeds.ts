import type { Root } from 'hast';
import { walkElements } from '../walk.js';
import { EMBED_HOSTS } from './sanitizeSchema.js';

const hostOf = (src: unknown) => {
  try {
    return new URL(String(src)).host;
  } catch {
    return '';
  }
};

/**
 * What an allowlisted player may be granted (Permissions Policy): playing video. Camera,
 * microphone, geolocation, payment... are never delegated: sandbox hosts serve anyone's content.
 */
const PLAYER_FEATURES = new Set(['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']);

/** An iframe's `allow` list with only the player's features, each for the iframe's own origin (no origin lists). */
export function playerAllow(allow: string): string {
  const features = allow
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter((feature) => PLAYER_FEATURES.has(feature));
  return [...new Set(features)].join('; ');
}

/**
 * Drops iframes that do not come from an allowed embed host, and trims what the others are
 * allowed to the player's features. Runs after the sanitiser wherever HTML comes from (pages, API
 * descriptions and their translations, JSDoc).
 */
export default function rehypeSafeEmbeds() {
  return (tree: Root) => {
    walkElements(tree, (node, index, parent) => {
      if (node.tagName !== 'iframe') return;
      if (!EMBED_HOSTS.includes(hostOf(node.properties.src))) {
        parent.children.splice(index, 1);
        return index;
      }
      const allow = playerAllow(String(node.properties.allow ?? ''));
      if (allow) node.properties.allow = allow;
      else delete node.properties.allow;
    });
  };
}
