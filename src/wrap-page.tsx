import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import React from 'react'
import { MainLayout } from './layouts/main/MainLayout'
import './styles/global.css'

/** Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element }) => (
  <MainLayout>{element}</MainLayout>
)
