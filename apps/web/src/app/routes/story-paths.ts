/** Where the stories screens live (spec section 2: create and edit/{id} under the list). */
export const storyPaths = {
  list: '/communication/stories',
  create: '/communication/stories/create',
  edit: (id: string) => `/communication/stories/edit/${id}`,
};
