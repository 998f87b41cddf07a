/**
 * SPEC 9.9: a blurred placeholder shows under an image until it has loaded; it is the background
 * of the image's frame (src/components/media/ContentImage.tsx). This head script takes it away once
 * the image has loaded, so it never shows through a transparent image: one listener on the
 * document for every image (a load event does not bubble, so it listens in the capture phase),
 * registered before the body, and so before any image, is parsed. Without JavaScript the
 * placeholder stays under the image.
 */
export const IMAGE_PLACEHOLDER_SCRIPT =
  "document.addEventListener('load',function(e){var f=e.target.closest&&e.target.closest('[data-placeholder]');" +
  "if(e.target.tagName==='IMG'&&f)f.style.backgroundImage='none'},true)"
