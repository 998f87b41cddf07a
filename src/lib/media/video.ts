/** SPEC 3.5: the two supported video hosts. */
type VideoService = 'youtube' | 'vimeo'

interface ParsedVideo {
  service: VideoService
  id: string
}

/** SPEC 7.13, 8: what is logged for any other source. */
export const VIDEO_NOT_FOUND = 'Video not found'

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/** The origins `embedUrl` points the player frame at: the Content-Security-Policy's frame-src (src/node/security/security-headers.ts). */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube.com', 'https://player.vimeo.com'] as const

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1]
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  const [, kind, id] = url.pathname.split('/')
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? id : undefined
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.includes(url.hostname)) return undefined
  // vimeo.com/123, vimeo.com/channels/name/123, player.vimeo.com/video/123: the id is the last number.
  const last = url.pathname.split('/').filter(Boolean).pop()
  return last && /^\d+$/.test(last) ? last : undefined
}

/** SPEC 3.5, 5.7: a video URL parsed into service and id; undefined for any other host or shape. */
export function parseVideoUrl(value: string): ParsedVideo | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  const yt = youtubeId(url)
  if (yt !== undefined) return YOUTUBE_ID.test(yt) ? { service: 'youtube', id: yt } : undefined
  const vimeo = vimeoId(url)
  return vimeo ? { service: 'vimeo', id: vimeo } : undefined
}

interface VideoOptions {
  autoplay?: boolean
  /** Defaults to showing the controls. */
  showControls?: boolean
}

/**
 * SPEC 7.13: YouTube's embed URL with showinfo=0, rel=0, autoplay 0/1, controls 0/1 and
 * enablejsapi=1; Vimeo's player URL.
 */
export function embedUrl(video: ParsedVideo, { autoplay = false, showControls = true }: VideoOptions = {}): string {
  if (video.service === 'vimeo') return `${VIDEO_EMBED_ORIGINS[1]}/video/${video.id}`
  const params = new URLSearchParams({
    showinfo: '0',
    rel: '0',
    autoplay: autoplay ? '1' : '0',
    controls: showControls ? '1' : '0',
    enablejsapi: '1',
  })
  return `${VIDEO_EMBED_ORIGINS[0]}/embed/${video.id}?${params.toString()}`
}
