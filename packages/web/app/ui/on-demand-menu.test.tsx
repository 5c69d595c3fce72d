import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OnDemandMenu, type OnDemandMenuProps } from "./on-demand-menu.tsx";

/** Stands in for the Radix menu module: like Radix's trigger, it opens on press and ignores click. */
function FakeMenu({ trigger, defaultOpen }: OnDemandMenuProps) {
  return (
    <>
      {trigger}
      <p>{defaultOpen ? "menu open" : "menu closed"}</p>
    </>
  );
}

function deferredMenu() {
  let arrive!: () => void;
  const load = () =>
    new Promise<typeof FakeMenu>((resolve) => {
      arrive = () => resolve(FakeMenu);
    });
  return { load, arrive: () => act(async () => arrive()) };
}

const trigger = <button>Need help?</button>;

describe("<OnDemandMenu>", () => {
  it("a press while the menu's code is on its way opens it when it arrives, though the click lands on the new trigger", async () => {
    const menu = deferredMenu();
    render(<OnDemandMenu load={menu.load} trigger={trigger} />);
    const button = screen.getByRole("button", { name: "Need help?" });
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button, { button: 0 });
    await menu.arrive();
    fireEvent.click(screen.getByRole("button", { name: "Need help?" }));
    expect(screen.getByText("menu open")).toBeInTheDocument();
  });

  it("a hover alone fetches the code but leaves the menu closed", async () => {
    const menu = deferredMenu();
    render(<OnDemandMenu load={menu.load} trigger={trigger} />);
    fireEvent.pointerEnter(screen.getByRole("button", { name: "Need help?" }));
    await menu.arrive();
    expect(screen.getByText("menu closed")).toBeInTheDocument();
  });

  it("a right-button press does not open it", async () => {
    const menu = deferredMenu();
    render(<OnDemandMenu load={menu.load} trigger={trigger} />);
    const button = screen.getByRole("button", { name: "Need help?" });
    fireEvent.pointerEnter(button);
    fireEvent.pointerDown(button, { button: 2 });
    await menu.arrive();
    expect(screen.getByText("menu closed")).toBeInTheDocument();
  });

  it("Enter opens it once the code arrives", async () => {
    const menu = deferredMenu();
    render(<OnDemandMenu load={menu.load} trigger={trigger} />);
    fireEvent.keyDown(screen.getByRole("button", { name: "Need help?" }), { key: "Enter" });
    await menu.arrive();
    expect(screen.getByText("menu open")).toBeInTheDocument();
  });
});
