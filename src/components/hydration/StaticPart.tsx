import React, { Suspense } from 'react'
import { Static, type StaticProps } from './Static'
import { loadStaticModules, staticModule, type StaticModuleName } from './static-modules'

type StaticPartProps<M> = Omit<StaticProps, 'children'> & {
  /** The chunk whose code renders the part (static-modules.ts). */
  module: StaticModuleName
  /** The part's content, from that code (M: the module's type, `typeof import()` of it). */
  children: (module: M) => React.ReactNode
}

/**
 * A static part (Static.tsx) rendered by code of a chunk of its own: on the page the browser
 * loaded, neither the part's components nor their code are needed. Rendered in the browser (a
 * client-side navigation, which waits for the code first), it renders from the loaded module; if the
 * code has not arrived, the part is empty until it has.
 */
export function StaticPart<M>({ module, children, ...attributes }: StaticPartProps<M>): React.JSX.Element {
  return (
    <Static {...attributes}>
      <Suspense fallback={null}>
        <FromModule name={module} render={children} />
      </Suspense>
    </Static>
  )
}

function FromModule<M>({ name, render }: { name: StaticModuleName; render: (module: M) => React.ReactNode }): React.JSX.Element {
  const module = staticModule(name) as M | undefined
  // Suspense's protocol is a thrown promise: the part renders once the code has arrived.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a promise, for the Suspense boundary above
  if (!module) throw loadStaticModules()
  return <>{render(module)}</>
}
