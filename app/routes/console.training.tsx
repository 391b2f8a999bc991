// /console/training: 培训班级 — every batch of the school (the operator: of every school) with its teachers, students
// and waiting requests, each linked to its 学习概况 (issue 27; docs/decisions/0055-training-platform.md).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadConsoleTrainingPage } from "~/modules/training/batches/console-training.server";
import { pageMeta } from "~/modules/shell/page-meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadConsoleTrainingPage(request, context);

export default function ConsoleTrainingPage() {
  const { batches, operator } = useLoaderData<typeof loader>();
  return (
    <main id="main-content">
      <h1>培训班级</h1>
      {batches.length === 0 ? (
        <p>还没有班级。本校的教师可以在「我的班级」（/Training）新建班级。</p>
      ) : (
        <table className="console-table">
          <caption>{operator ? "各校的培训班级" : "本校的培训班级"}</caption>
          <thead>
            <tr>
              <th scope="col">班级</th>
              <th scope="col">学期</th>
              {operator ? <th scope="col">学校</th> : null}
              <th scope="col">教师</th>
              <th scope="col">学员</th>
              <th scope="col">待处理申请</th>
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id}>
                <th scope="row">
                  <Link to={batch.href}>{batch.name}</Link>
                </th>
                <td>{batch.term}</td>
                {operator ? <td>{batch.schoolName}</td> : null}
                <td>{batch.teachers.join("、") || "—"}</td>
                <td>{batch.students}</td>
                <td>{batch.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

export const meta: MetaFunction = () => pageMeta("培训班级 - 控制台", "学校的培训班级、教师与学员", { noindex: true });

export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
