/** The 404 page (frame/not-found-page.tsx). */
export const notFound = {
  title: "Page not found",
  description: (siteName: string) =>
    `This page does not exist or has moved. ${siteName}'s guides for students, patients and families start from the home page.`,
  body: "Oops! The page you're looking for doesn't exist or has been moved.",
  home: "Go back home",
};
