import { fireEvent, screen } from '@testing-library/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import React from 'react'
import { VideoEmbed } from '../../../../src/components/media/VideoEmbed'
import { mount } from '../../../../src/components/media/video.island'
import { embedUrl, parseVideoUrl } from '../../../../src/lib/media/video'
import { islandRoot, serverMarkup } from '../../../helpers/islands'

// SPEC 3.5, 7.13: the click-to-load facade, on the build's HTML with its island.
const URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
const poster = {
  alt: 'The reader on a door',
  gatsbyImageData: {
    layout: 'constrained',
    width: 940,
    height: 529,
    images: { fallback: { src: '/static/a/940.png', srcSet: '/static/a/940.png 940w', sizes: '940px' }, sources: [] },
  } as IGatsbyImageData,
}

afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

describe('VideoEmbed', () => {
  it('shows the site’s own poster and a play button, and no player, until play is pressed; its code loads on use', () => {
    const { root } = islandRoot(serverMarkup(<VideoEmbed url={URL} title="Installing a reader" poster={poster} />), 'video')
    expect(root.querySelector('picture img')).toHaveAttribute('alt', 'The reader on a door')
    expect(root.querySelector('iframe')).toBeNull()
    expect(root).toHaveAttribute('data-island-load', 'interaction')
    // A press before the code runs is kept and replayed (src/lib/islands/early-clicks.ts).
    expect(screen.getByRole('button', { name: 'Play video: Installing a reader' })).toHaveAttribute('data-early-click')
    expect(root.querySelector('figcaption')).toHaveTextContent('Installing a reader')
  })

  it('the press puts the host’s player in place of the poster and the button, with the options of SPEC 7.13', () => {
    const { root, props } = islandRoot(
      serverMarkup(<VideoEmbed url={URL} title="Installing a reader" poster={poster} autoplay={false} showControls={false} />),
      'video',
    )
    mount(root, props)
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Installing a reader' }))
    const frame = root.querySelector('iframe')
    expect(frame).toHaveAttribute('src', embedUrl(parseVideoUrl(URL)!, { autoplay: false, showControls: false }))
    expect(frame).toHaveAttribute('title', 'Installing a reader')
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen')
    expect(frame).toHaveAttribute('allowfullscreen')
    expect(root.querySelector('picture')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it("logs 'Video not found' for another source, and renders nothing (SPEC 7.13, 8)", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(serverMarkup(<VideoEmbed url="https://example.com/clip.mp4" />).innerHTML).toBe('')
    expect(error).toHaveBeenCalledWith('Video not found: https://example.com/clip.mp4')
  })
})
